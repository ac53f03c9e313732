/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Col_CreditInputs */

const en_results_col_credit = /** @type {(inputs: Results_Col_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit`)
};

const de_results_col_credit = /** @type {(inputs: Results_Col_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anrechnung`)
};

const fr_results_col_credit = /** @type {(inputs: Results_Col_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit`)
};

const nl_results_col_credit = /** @type {(inputs: Results_Col_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Krediet`)
};

const es_results_col_credit = /** @type {(inputs: Results_Col_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédito`)
};

const en_xa2_results_col_credit = /** @type {(inputs: Results_Col_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéðíţ ]`)
};

/**
* | output |
* | --- |
* | "Credit" |
*
* @param {Results_Col_CreditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_col_credit = /** @type {((inputs?: Results_Col_CreditInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Col_CreditInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_col_credit(inputs)
	if (locale === "fr") return fr_results_col_credit(inputs)
	if (locale === "nl") return nl_results_col_credit(inputs)
	if (locale === "es") return es_results_col_credit(inputs)
	if (locale === "en-XA") return en_xa2_results_col_credit(inputs)
	return en_results_col_credit(inputs)
});