/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_Add_AppInputs */

const en_account_second_add_app = /** @type {(inputs: Account_Second_Add_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add authenticator app`)
};

const de_account_second_add_app = /** @type {(inputs: Account_Second_Add_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator-App hinzufügen`)
};

const fr_account_second_add_app = /** @type {(inputs: Account_Second_Add_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une application`)
};

const nl_account_second_add_app = /** @type {(inputs: Account_Second_Add_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator-app toevoegen`)
};

const es_account_second_add_app = /** @type {(inputs: Account_Second_Add_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir aplicación`)
};

const en_xa2_account_second_add_app = /** @type {(inputs: Account_Second_Add_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð áüţĥéñţíçáţöŕ áþþ one ]`)
};

/**
* | output |
* | --- |
* | "Add authenticator app" |
*
* @param {Account_Second_Add_AppInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_add_app = /** @type {((inputs?: Account_Second_Add_AppInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Add_AppInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_add_app(inputs)
	if (locale === "fr") return fr_account_second_add_app(inputs)
	if (locale === "nl") return nl_account_second_add_app(inputs)
	if (locale === "es") return es_account_second_add_app(inputs)
	if (locale === "en-XA") return en_xa2_account_second_add_app(inputs)
	return en_account_second_add_app(inputs)
});