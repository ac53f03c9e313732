/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Workspace_Progress_AnsweredInputs */

const en_workspace_progress_answered = /** @type {(inputs: Workspace_Progress_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.total} controls answered`)
};

const de_workspace_progress_answered = /** @type {(inputs: Workspace_Progress_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} von ${i?.total} Kontrollen beantwortet`)
};

const fr_workspace_progress_answered = /** @type {(inputs: Workspace_Progress_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} contrôles répondus sur ${i?.total}`)
};

const nl_workspace_progress_answered = /** @type {(inputs: Workspace_Progress_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} van ${i?.total} controls beantwoord`)
};

const es_workspace_progress_answered = /** @type {(inputs: Workspace_Progress_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} de ${i?.total} controles respondidos`)
};

const en_xa2_workspace_progress_answered = /** @type {(inputs: Workspace_Progress_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.done} öƒ ${i?.total} çöñţŕöļš áñšŵéŕéð one two t]`)
};

/**
* | output |
* | --- |
* | "{done} of {total} controls answered" |
*
* @param {Workspace_Progress_AnsweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_progress_answered = /** @type {((inputs: Workspace_Progress_AnsweredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Progress_AnsweredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_progress_answered(inputs)
	if (locale === "fr") return fr_workspace_progress_answered(inputs)
	if (locale === "nl") return nl_workspace_progress_answered(inputs)
	if (locale === "es") return es_workspace_progress_answered(inputs)
	if (locale === "en-XA") return en_xa2_workspace_progress_answered(inputs)
	return en_workspace_progress_answered(inputs)
});