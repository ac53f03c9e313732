/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_Organisation_IdInputs */

const en_console_audit_organisation_id = /** @type {(inputs: Console_Audit_Organisation_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation id`)
};

const de_console_audit_organisation_id = /** @type {(inputs: Console_Audit_Organisation_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisations-ID`)
};

const fr_console_audit_organisation_id = /** @type {(inputs: Console_Audit_Organisation_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant de l’organisation`)
};

const nl_console_audit_organisation_id = /** @type {(inputs: Console_Audit_Organisation_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisatie-id`)
};

const es_console_audit_organisation_id = /** @type {(inputs: Console_Audit_Organisation_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id de la organización`)
};

const en_xa2_console_audit_organisation_id = /** @type {(inputs: Console_Audit_Organisation_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŕĝáñíšáţíöñ íð on]`)
};

/**
* | output |
* | --- |
* | "Organisation id" |
*
* @param {Console_Audit_Organisation_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_organisation_id = /** @type {((inputs?: Console_Audit_Organisation_IdInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_Organisation_IdInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_organisation_id(inputs)
	if (locale === "fr") return fr_console_audit_organisation_id(inputs)
	if (locale === "nl") return nl_console_audit_organisation_id(inputs)
	if (locale === "es") return es_console_audit_organisation_id(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_organisation_id(inputs)
	return en_console_audit_organisation_id(inputs)
});