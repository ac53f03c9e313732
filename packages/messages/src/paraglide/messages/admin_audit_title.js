/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_TitleInputs */

const en_admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log`)
};

const de_admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfprotokoll`)
};

const fr_admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal d’audit`)
};

const nl_admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auditlogboek`)
};

const es_admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de auditoría`)
};

const en_xa2_admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åüðíţ ļöĝ ]`)
};

/**
* | output |
* | --- |
* | "Audit log" |
*
* @param {Admin_Audit_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_title = /** @type {((inputs?: Admin_Audit_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_title(inputs)
	if (locale === "fr") return fr_admin_audit_title(inputs)
	if (locale === "nl") return nl_admin_audit_title(inputs)
	if (locale === "es") return es_admin_audit_title(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_title(inputs)
	return en_admin_audit_title(inputs)
});