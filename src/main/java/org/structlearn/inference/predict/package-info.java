/**
 * Row-by-row answers from a fitted network: {@link org.structlearn.inference.predict.Prediction} (a
 * target column predicted for each row from the row's other observed cells, as bnlearn's {@code
 * predict}) and {@link org.structlearn.inference.predict.Imputation} (missing cells filled in, as
 * bnlearn's {@code impute}), for discrete and linear Gaussian networks. Data with missing cells are
 * a {@link org.structlearn.data.Dataset} with missing cells ({@link
 * org.structlearn.data.MissingCells}).
 */
package org.structlearn.inference.predict;
