/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_ListInputs */

const en_account_second_list = /** @type {(inputs: Account_Second_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your second steps`)
};

const de_account_second_list = /** @type {(inputs: Account_Second_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre zweiten Schritte`)
};

const fr_account_second_list = /** @type {(inputs: Account_Second_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos deuxièmes étapes`)
};

const nl_account_second_list = /** @type {(inputs: Account_Second_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw tweede stappen`)
};

const es_account_second_list = /** @type {(inputs: Account_Second_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus segundos pasos`)
};

const en_xa2_account_second_list = /** @type {(inputs: Account_Second_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ šéçöñð šţéþš one]`)
};

/**
* | output |
* | --- |
* | "Your second steps" |
*
* @param {Account_Second_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_list = /** @type {((inputs?: Account_Second_ListInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_ListInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_list(inputs)
	if (locale === "fr") return fr_account_second_list(inputs)
	if (locale === "nl") return nl_account_second_list(inputs)
	if (locale === "es") return es_account_second_list(inputs)
	if (locale === "en-XA") return en_xa2_account_second_list(inputs)
	return en_account_second_list(inputs)
});