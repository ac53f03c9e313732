/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_DescriptionInputs */

const en_admin_audit_description = /** @type {(inputs: Admin_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who changed what in your organisation, newest first.`)
};

const de_admin_audit_description = /** @type {(inputs: Admin_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer was in Ihrer Organisation geändert hat, neueste zuerst.`)
};

const fr_admin_audit_description = /** @type {(inputs: Admin_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui a modifié quoi dans votre organisation, du plus récent au plus ancien.`)
};

const nl_admin_audit_description = /** @type {(inputs: Admin_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie wat heeft gewijzigd in uw organisatie, nieuwste eerst.`)
};

const es_admin_audit_description = /** @type {(inputs: Admin_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién cambió qué en su organización, lo más reciente primero.`)
};

const en_xa2_admin_audit_description = /** @type {(inputs: Admin_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥö çĥáñĝéð ŵĥáţ íñ ýöüŕ öŕĝáñíšáţíöñ, ñéŵéšţ ƒíŕšţ. one two three f]`)
};

/**
* | output |
* | --- |
* | "Who changed what in your organisation, newest first." |
*
* @param {Admin_Audit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_description = /** @type {((inputs?: Admin_Audit_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_description(inputs)
	if (locale === "fr") return fr_admin_audit_description(inputs)
	if (locale === "nl") return nl_admin_audit_description(inputs)
	if (locale === "es") return es_admin_audit_description(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_description(inputs)
	return en_admin_audit_description(inputs)
});