/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Load_FailedInputs */

const en_audit_load_failed = /** @type {(inputs: Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The audit log could not be loaded`)
};

const de_audit_load_failed = /** @type {(inputs: Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Prüfprotokoll konnte nicht geladen werden`)
};

const fr_audit_load_failed = /** @type {(inputs: Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger le journal d’audit`)
};

const nl_audit_load_failed = /** @type {(inputs: Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het auditlogboek kon niet worden geladen`)
};

const es_audit_load_failed = /** @type {(inputs: Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el registro de auditoría`)
};

const en_xa2_audit_load_failed = /** @type {(inputs: Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áüðíţ ļöĝ çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "The audit log could not be loaded" |
*
* @param {Audit_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_load_failed = /** @type {((inputs?: Audit_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_load_failed(inputs)
	if (locale === "fr") return fr_audit_load_failed(inputs)
	if (locale === "nl") return nl_audit_load_failed(inputs)
	if (locale === "es") return es_audit_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_audit_load_failed(inputs)
	return en_audit_load_failed(inputs)
});