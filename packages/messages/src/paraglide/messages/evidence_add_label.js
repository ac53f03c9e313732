/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Evidence_Add_LabelInputs */

const en_evidence_add_label = /** @type {(inputs: Evidence_Add_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an evidence link`)
};

const de_evidence_add_label = /** @type {(inputs: Evidence_Add_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachweis-Link hinzufügen`)
};

const fr_evidence_add_label = /** @type {(inputs: Evidence_Add_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un lien vers une preuve`)
};

const nl_evidence_add_label = /** @type {(inputs: Evidence_Add_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link naar bewijs toevoegen`)
};

const es_evidence_add_label = /** @type {(inputs: Evidence_Add_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir un enlace de evidencia`)
};

const en_xa2_evidence_add_label = /** @type {(inputs: Evidence_Add_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð áñ éṽíðéñçé ļíñķ one ]`)
};

/**
* | output |
* | --- |
* | "Add an evidence link" |
*
* @param {Evidence_Add_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_add_label = /** @type {((inputs?: Evidence_Add_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Evidence_Add_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_evidence_add_label(inputs)
	if (locale === "fr") return fr_evidence_add_label(inputs)
	if (locale === "nl") return nl_evidence_add_label(inputs)
	if (locale === "es") return es_evidence_add_label(inputs)
	if (locale === "en-XA") return en_xa2_evidence_add_label(inputs)
	return en_evidence_add_label(inputs)
});