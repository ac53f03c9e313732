/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_NameInputs */

const en_account_second_name = /** @type {(inputs: Account_Second_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const de_account_second_name = /** @type {(inputs: Account_Second_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fr_account_second_name = /** @type {(inputs: Account_Second_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const nl_account_second_name = /** @type {(inputs: Account_Second_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naam`)
};

const es_account_second_name = /** @type {(inputs: Account_Second_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const en_xa2_account_second_name = /** @type {(inputs: Account_Second_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ]`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Account_Second_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_name = /** @type {((inputs?: Account_Second_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_name(inputs)
	if (locale === "fr") return fr_account_second_name(inputs)
	if (locale === "nl") return nl_account_second_name(inputs)
	if (locale === "es") return es_account_second_name(inputs)
	if (locale === "en-XA") return en_xa2_account_second_name(inputs)
	return en_account_second_name(inputs)
});