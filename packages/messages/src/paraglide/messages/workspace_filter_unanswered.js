/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_Filter_UnansweredInputs */

const en_workspace_filter_unanswered = /** @type {(inputs: Workspace_Filter_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unanswered`)
};

const de_workspace_filter_unanswered = /** @type {(inputs: Workspace_Filter_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbeantwortet`)
};

const fr_workspace_filter_unanswered = /** @type {(inputs: Workspace_Filter_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans réponse`)
};

const nl_workspace_filter_unanswered = /** @type {(inputs: Workspace_Filter_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onbeantwoord`)
};

const es_workspace_filter_unanswered = /** @type {(inputs: Workspace_Filter_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin respuesta`)
};

const en_xa2_workspace_filter_unanswered = /** @type {(inputs: Workspace_Filter_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñáñšŵéŕéð o]`)
};

/**
* | output |
* | --- |
* | "Unanswered" |
*
* @param {Workspace_Filter_UnansweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_filter_unanswered = /** @type {((inputs?: Workspace_Filter_UnansweredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Filter_UnansweredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_filter_unanswered(inputs)
	if (locale === "fr") return fr_workspace_filter_unanswered(inputs)
	if (locale === "nl") return nl_workspace_filter_unanswered(inputs)
	if (locale === "es") return es_workspace_filter_unanswered(inputs)
	if (locale === "en-XA") return en_xa2_workspace_filter_unanswered(inputs)
	return en_workspace_filter_unanswered(inputs)
});