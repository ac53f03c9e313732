/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_EmptyInputs */

const en_audit_empty = /** @type {(inputs: Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recorded yet`)
};

const de_audit_empty = /** @type {(inputs: Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts erfasst`)
};

const fr_audit_empty = /** @type {(inputs: Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien d’enregistré pour l’instant`)
};

const nl_audit_empty = /** @type {(inputs: Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog niets vastgelegd`)
};

const es_audit_empty = /** @type {(inputs: Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay nada registrado`)
};

const en_xa2_audit_empty = /** @type {(inputs: Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţĥíñĝ ŕéçöŕðéð ýéţ one ]`)
};

/**
* | output |
* | --- |
* | "Nothing recorded yet" |
*
* @param {Audit_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_empty = /** @type {((inputs?: Audit_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_empty(inputs)
	if (locale === "fr") return fr_audit_empty(inputs)
	if (locale === "nl") return nl_audit_empty(inputs)
	if (locale === "es") return es_audit_empty(inputs)
	if (locale === "en-XA") return en_xa2_audit_empty(inputs)
	return en_audit_empty(inputs)
});