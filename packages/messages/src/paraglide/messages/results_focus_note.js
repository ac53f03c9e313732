/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Results_Focus_NoteInputs */

const en_results_focus_note = /** @type {(inputs: Results_Focus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gaps and contributions of ${i?.domain} only`)
};

const de_results_focus_note = /** @type {(inputs: Results_Focus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur Lücken und Beiträge von ${i?.domain}`)
};

const fr_results_focus_note = /** @type {(inputs: Results_Focus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Écarts et contributions de ${i?.domain} uniquement`)
};

const nl_results_focus_note = /** @type {(inputs: Results_Focus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alleen hiaten en bijdragen van ${i?.domain}`)
};

const es_results_focus_note = /** @type {(inputs: Results_Focus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solo brechas y contribuciones de ${i?.domain}`)
};

const en_xa2_results_focus_note = /** @type {(inputs: Results_Focus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĝáþš áñð çöñţŕíƀüţíöñš öƒ ${i?.domain} öñļý one two thr]`)
};

/**
* | output |
* | --- |
* | "Gaps and contributions of {domain} only" |
*
* @param {Results_Focus_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_focus_note = /** @type {((inputs: Results_Focus_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Focus_NoteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_focus_note(inputs)
	if (locale === "fr") return fr_results_focus_note(inputs)
	if (locale === "nl") return nl_results_focus_note(inputs)
	if (locale === "es") return es_results_focus_note(inputs)
	if (locale === "en-XA") return en_xa2_results_focus_note(inputs)
	return en_results_focus_note(inputs)
});