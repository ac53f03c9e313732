/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Empty_DescriptionInputs */

const en_audit_empty_description = /** @type {(inputs: Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes to tenants, members and the profile appear here.`)
};

const de_audit_empty_description = /** @type {(inputs: Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen an Mandanten, Mitgliedern und dem Profil erscheinen hier.`)
};

const fr_audit_empty_description = /** @type {(inputs: Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les modifications des entités, des membres et du profil apparaissent ici.`)
};

const nl_audit_empty_description = /** @type {(inputs: Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wijzigingen aan tenants, leden en het profiel verschijnen hier.`)
};

const es_audit_empty_description = /** @type {(inputs: Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cambios en inquilinos, miembros y el perfil aparecen aquí.`)
};

const en_xa2_audit_empty_description = /** @type {(inputs: Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéš ţö ţéñáñţš, ɱéɱƀéŕš áñð ţĥé þŕöƒíļé áþþéáŕ ĥéŕé. one two three fou]`)
};

/**
* | output |
* | --- |
* | "Changes to tenants, members and the profile appear here." |
*
* @param {Audit_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_empty_description = /** @type {((inputs?: Audit_Empty_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Empty_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_empty_description(inputs)
	if (locale === "fr") return fr_audit_empty_description(inputs)
	if (locale === "nl") return nl_audit_empty_description(inputs)
	if (locale === "es") return es_audit_empty_description(inputs)
	if (locale === "en-XA") return en_xa2_audit_empty_description(inputs)
	return en_audit_empty_description(inputs)
});