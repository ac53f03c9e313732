/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Role_AdminInputs */

const en_mail_role_admin = /** @type {(inputs: Mail_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

const de_mail_role_admin = /** @type {(inputs: Mail_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator`)
};

const fr_mail_role_admin = /** @type {(inputs: Mail_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrateur`)
};

const nl_mail_role_admin = /** @type {(inputs: Mail_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`beheerder`)
};

const es_mail_role_admin = /** @type {(inputs: Mail_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrador`)
};

const en_xa2_mail_role_admin = /** @type {(inputs: Mail_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áðɱíñ ]`)
};

/**
* | output |
* | --- |
* | "admin" |
*
* @param {Mail_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_role_admin = /** @type {((inputs?: Mail_Role_AdminInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Role_AdminInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_role_admin(inputs)
	if (locale === "fr") return fr_mail_role_admin(inputs)
	if (locale === "nl") return nl_mail_role_admin(inputs)
	if (locale === "es") return es_mail_role_admin(inputs)
	if (locale === "en-XA") return en_xa2_mail_role_admin(inputs)
	return en_mail_role_admin(inputs)
});