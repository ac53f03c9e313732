/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Name_EmptyInputs */

const en_account_name_empty = /** @type {(inputs: Account_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a name.`)
};

const de_account_name_empty = /** @type {(inputs: Account_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen Namen ein.`)
};

const fr_account_name_empty = /** @type {(inputs: Account_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un nom.`)
};

const nl_account_name_empty = /** @type {(inputs: Account_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een naam in.`)
};

const es_account_name_empty = /** @type {(inputs: Account_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce un nombre.`)
};

const en_xa2_account_name_empty = /** @type {(inputs: Account_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ñáɱé. on]`)
};

/**
* | output |
* | --- |
* | "Enter a name." |
*
* @param {Account_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_name_empty = /** @type {((inputs?: Account_Name_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Name_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_name_empty(inputs)
	if (locale === "fr") return fr_account_name_empty(inputs)
	if (locale === "nl") return nl_account_name_empty(inputs)
	if (locale === "es") return es_account_name_empty(inputs)
	if (locale === "en-XA") return en_xa2_account_name_empty(inputs)
	return en_account_name_empty(inputs)
});