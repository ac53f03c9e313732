/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Auth_Link_Change_EmailInputs */

const en_console_auth_link_change_email = /** @type {(inputs: Console_Auth_Link_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email change`)
};

const de_console_auth_link_change_email = /** @type {(inputs: Console_Auth_Link_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Änderung`)
};

const fr_console_auth_link_change_email = /** @type {(inputs: Console_Auth_Link_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changement d’e-mail`)
};

const nl_console_auth_link_change_email = /** @type {(inputs: Console_Auth_Link_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailwijziging`)
};

const es_console_auth_link_change_email = /** @type {(inputs: Console_Auth_Link_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambio de correo`)
};

const en_xa2_console_auth_link_change_email = /** @type {(inputs: Console_Auth_Link_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ çĥáñĝé o]`)
};

/**
* | output |
* | --- |
* | "Email change" |
*
* @param {Console_Auth_Link_Change_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_auth_link_change_email = /** @type {((inputs?: Console_Auth_Link_Change_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Auth_Link_Change_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_auth_link_change_email(inputs)
	if (locale === "fr") return fr_console_auth_link_change_email(inputs)
	if (locale === "nl") return nl_console_auth_link_change_email(inputs)
	if (locale === "es") return es_console_auth_link_change_email(inputs)
	if (locale === "en-XA") return en_xa2_console_auth_link_change_email(inputs)
	return en_console_auth_link_change_email(inputs)
});