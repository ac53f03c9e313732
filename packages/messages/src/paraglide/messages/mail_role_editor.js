/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Role_EditorInputs */

const en_mail_role_editor = /** @type {(inputs: Mail_Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`editor`)
};

const de_mail_role_editor = /** @type {(inputs: Mail_Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bearbeiter`)
};

const fr_mail_role_editor = /** @type {(inputs: Mail_Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`éditeur`)
};

const nl_mail_role_editor = /** @type {(inputs: Mail_Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bewerker`)
};

const es_mail_role_editor = /** @type {(inputs: Mail_Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`editor`)
};

const en_xa2_mail_role_editor = /** @type {(inputs: Mail_Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éðíţöŕ ]`)
};

/**
* | output |
* | --- |
* | "editor" |
*
* @param {Mail_Role_EditorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_role_editor = /** @type {((inputs?: Mail_Role_EditorInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Role_EditorInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_role_editor(inputs)
	if (locale === "fr") return fr_mail_role_editor(inputs)
	if (locale === "nl") return nl_mail_role_editor(inputs)
	if (locale === "es") return es_mail_role_editor(inputs)
	if (locale === "en-XA") return en_xa2_mail_role_editor(inputs)
	return en_mail_role_editor(inputs)
});