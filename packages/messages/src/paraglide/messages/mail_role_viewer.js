/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Role_ViewerInputs */

const en_mail_role_viewer = /** @type {(inputs: Mail_Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`viewer`)
};

const de_mail_role_viewer = /** @type {(inputs: Mail_Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrachter`)
};

const fr_mail_role_viewer = /** @type {(inputs: Mail_Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lecteur`)
};

const nl_mail_role_viewer = /** @type {(inputs: Mail_Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kijker`)
};

const es_mail_role_viewer = /** @type {(inputs: Mail_Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lector`)
};

const en_xa2_mail_role_viewer = /** @type {(inputs: Mail_Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ṽíéŵéŕ ]`)
};

/**
* | output |
* | --- |
* | "viewer" |
*
* @param {Mail_Role_ViewerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_role_viewer = /** @type {((inputs?: Mail_Role_ViewerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Role_ViewerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_role_viewer(inputs)
	if (locale === "fr") return fr_mail_role_viewer(inputs)
	if (locale === "nl") return nl_mail_role_viewer(inputs)
	if (locale === "es") return es_mail_role_viewer(inputs)
	if (locale === "en-XA") return en_xa2_mail_role_viewer(inputs)
	return en_mail_role_viewer(inputs)
});