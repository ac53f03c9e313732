/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Form_LabelInputs */

const en_sharing_form_label = /** @type {(inputs: Sharing_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share the tenant`)
};

const de_sharing_form_label = /** @type {(inputs: Sharing_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten teilen`)
};

const fr_sharing_form_label = /** @type {(inputs: Sharing_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager l’entité`)
};

const nl_sharing_form_label = /** @type {(inputs: Sharing_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De tenant delen`)
};

const es_sharing_form_label = /** @type {(inputs: Sharing_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir el inquilino`)
};

const en_xa2_sharing_form_label = /** @type {(inputs: Sharing_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕé ţĥé ţéñáñţ one]`)
};

/**
* | output |
* | --- |
* | "Share the tenant" |
*
* @param {Sharing_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_form_label = /** @type {((inputs?: Sharing_Form_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Form_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_form_label(inputs)
	if (locale === "fr") return fr_sharing_form_label(inputs)
	if (locale === "nl") return nl_sharing_form_label(inputs)
	if (locale === "es") return es_sharing_form_label(inputs)
	if (locale === "en-XA") return en_xa2_sharing_form_label(inputs)
	return en_sharing_form_label(inputs)
});