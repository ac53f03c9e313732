/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_NotesInputs */

const en_roadmap_notes = /** @type {(inputs: Roadmap_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

const de_roadmap_notes = /** @type {(inputs: Roadmap_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notizen`)
};

const fr_roadmap_notes = /** @type {(inputs: Roadmap_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

const nl_roadmap_notes = /** @type {(inputs: Roadmap_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notities`)
};

const es_roadmap_notes = /** @type {(inputs: Roadmap_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

const en_xa2_roadmap_notes = /** @type {(inputs: Roadmap_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţéš ]`)
};

/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Roadmap_NotesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_notes = /** @type {((inputs?: Roadmap_NotesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_NotesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_notes(inputs)
	if (locale === "fr") return fr_roadmap_notes(inputs)
	if (locale === "nl") return nl_roadmap_notes(inputs)
	if (locale === "es") return es_roadmap_notes(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_notes(inputs)
	return en_roadmap_notes(inputs)
});