/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Role_OwnerInputs */

const en_mail_role_owner = /** @type {(inputs: Mail_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`owner`)
};

const de_mail_role_owner = /** @type {(inputs: Mail_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber`)
};

const fr_mail_role_owner = /** @type {(inputs: Mail_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`propriétaire`)
};

const nl_mail_role_owner = /** @type {(inputs: Mail_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eigenaar`)
};

const es_mail_role_owner = /** @type {(inputs: Mail_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`propietario`)
};

const en_xa2_mail_role_owner = /** @type {(inputs: Mail_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[öŵñéŕ ]`)
};

/**
* | output |
* | --- |
* | "owner" |
*
* @param {Mail_Role_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_role_owner = /** @type {((inputs?: Mail_Role_OwnerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Role_OwnerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_role_owner(inputs)
	if (locale === "fr") return fr_mail_role_owner(inputs)
	if (locale === "nl") return nl_mail_role_owner(inputs)
	if (locale === "es") return es_mail_role_owner(inputs)
	if (locale === "en-XA") return en_xa2_mail_role_owner(inputs)
	return en_mail_role_owner(inputs)
});