/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Apply_DueInputs */

const en_roadmap_apply_due = /** @type {(inputs: Roadmap_Apply_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply due date`)
};

const de_roadmap_apply_due = /** @type {(inputs: Roadmap_Apply_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fälligkeitsdatum anwenden`)
};

const fr_roadmap_apply_due = /** @type {(inputs: Roadmap_Apply_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer l’échéance`)
};

const nl_roadmap_apply_due = /** @type {(inputs: Roadmap_Apply_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termijn toepassen`)
};

const es_roadmap_apply_due = /** @type {(inputs: Roadmap_Apply_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar fecha límite`)
};

const en_xa2_roadmap_apply_due = /** @type {(inputs: Roadmap_Apply_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åþþļý ðüé ðáţé on]`)
};

/**
* | output |
* | --- |
* | "Apply due date" |
*
* @param {Roadmap_Apply_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_apply_due = /** @type {((inputs?: Roadmap_Apply_DueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Apply_DueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_apply_due(inputs)
	if (locale === "fr") return fr_roadmap_apply_due(inputs)
	if (locale === "nl") return nl_roadmap_apply_due(inputs)
	if (locale === "es") return es_roadmap_apply_due(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_apply_due(inputs)
	return en_roadmap_apply_due(inputs)
});