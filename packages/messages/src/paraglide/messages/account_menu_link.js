/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Menu_LinkInputs */

const en_account_menu_link = /** @type {(inputs: Account_Menu_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const de_account_menu_link = /** @type {(inputs: Account_Menu_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto`)
};

const fr_account_menu_link = /** @type {(inputs: Account_Menu_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte`)
};

const nl_account_menu_link = /** @type {(inputs: Account_Menu_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const es_account_menu_link = /** @type {(inputs: Account_Menu_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta`)
};

const en_xa2_account_menu_link = /** @type {(inputs: Account_Menu_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççöüñţ ]`)
};

/**
* | output |
* | --- |
* | "Account" |
*
* @param {Account_Menu_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_menu_link = /** @type {((inputs?: Account_Menu_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_menu_link(inputs)
	if (locale === "fr") return fr_account_menu_link(inputs)
	if (locale === "nl") return nl_account_menu_link(inputs)
	if (locale === "es") return es_account_menu_link(inputs)
	if (locale === "en-XA") return en_xa2_account_menu_link(inputs)
	return en_account_menu_link(inputs)
});