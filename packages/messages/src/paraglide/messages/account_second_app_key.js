/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_App_KeyInputs */

const en_account_second_app_key = /** @type {(inputs: Account_Second_App_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup key`)
};

const de_account_second_app_key = /** @type {(inputs: Account_Second_App_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einrichtungsschlüssel`)
};

const fr_account_second_app_key = /** @type {(inputs: Account_Second_App_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé de configuration`)
};

const nl_account_second_app_key = /** @type {(inputs: Account_Second_App_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instelsleutel`)
};

const es_account_second_app_key = /** @type {(inputs: Account_Second_App_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de configuración`)
};

const en_xa2_account_second_app_key = /** @type {(inputs: Account_Second_App_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţüþ ķéý ]`)
};

/**
* | output |
* | --- |
* | "Setup key" |
*
* @param {Account_Second_App_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_app_key = /** @type {((inputs?: Account_Second_App_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_App_KeyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_app_key(inputs)
	if (locale === "fr") return fr_account_second_app_key(inputs)
	if (locale === "nl") return nl_account_second_app_key(inputs)
	if (locale === "es") return es_account_second_app_key(inputs)
	if (locale === "en-XA") return en_xa2_account_second_app_key(inputs)
	return en_account_second_app_key(inputs)
});