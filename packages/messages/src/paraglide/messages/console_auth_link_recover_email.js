/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Auth_Link_Recover_EmailInputs */

const en_console_auth_link_recover_email = /** @type {(inputs: Console_Auth_Link_Recover_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email change undo`)
};

const de_console_auth_link_recover_email = /** @type {(inputs: Console_Auth_Link_Recover_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Änderung rückgängig`)
};

const fr_console_auth_link_recover_email = /** @type {(inputs: Console_Auth_Link_Recover_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulation du changement d’e-mail`)
};

const nl_console_auth_link_recover_email = /** @type {(inputs: Console_Auth_Link_Recover_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wijziging van e-mail ongedaan maken`)
};

const es_console_auth_link_recover_email = /** @type {(inputs: Console_Auth_Link_Recover_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deshacer cambio de correo`)
};

const en_xa2_console_auth_link_recover_email = /** @type {(inputs: Console_Auth_Link_Recover_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ çĥáñĝé üñðö one]`)
};

/**
* | output |
* | --- |
* | "Email change undo" |
*
* @param {Console_Auth_Link_Recover_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_auth_link_recover_email = /** @type {((inputs?: Console_Auth_Link_Recover_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Auth_Link_Recover_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_auth_link_recover_email(inputs)
	if (locale === "fr") return fr_console_auth_link_recover_email(inputs)
	if (locale === "nl") return nl_console_auth_link_recover_email(inputs)
	if (locale === "es") return es_console_auth_link_recover_email(inputs)
	if (locale === "en-XA") return en_xa2_console_auth_link_recover_email(inputs)
	return en_console_auth_link_recover_email(inputs)
});