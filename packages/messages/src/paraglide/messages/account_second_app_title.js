/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_App_TitleInputs */

const en_account_second_app_title = /** @type {(inputs: Account_Second_App_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an authenticator app`)
};

const de_account_second_app_title = /** @type {(inputs: Account_Second_App_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator-App hinzufügen`)
};

const fr_account_second_app_title = /** @type {(inputs: Account_Second_App_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une application d’authentification`)
};

const nl_account_second_app_title = /** @type {(inputs: Account_Second_App_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een authenticator-app toevoegen`)
};

const es_account_second_app_title = /** @type {(inputs: Account_Second_App_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir una aplicación de autenticación`)
};

const en_xa2_account_second_app_title = /** @type {(inputs: Account_Second_App_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð áñ áüţĥéñţíçáţöŕ áþþ one t]`)
};

/**
* | output |
* | --- |
* | "Add an authenticator app" |
*
* @param {Account_Second_App_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_app_title = /** @type {((inputs?: Account_Second_App_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_App_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_app_title(inputs)
	if (locale === "fr") return fr_account_second_app_title(inputs)
	if (locale === "nl") return nl_account_second_app_title(inputs)
	if (locale === "es") return es_account_second_app_title(inputs)
	if (locale === "en-XA") return en_xa2_account_second_app_title(inputs)
	return en_account_second_app_title(inputs)
});