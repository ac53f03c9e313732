/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Status_In_ProgressInputs */

const en_roadmap_status_in_progress = /** @type {(inputs: Roadmap_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In progress`)
};

const de_roadmap_status_in_progress = /** @type {(inputs: Roadmap_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Bearbeitung`)
};

const fr_roadmap_status_in_progress = /** @type {(inputs: Roadmap_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours`)
};

const nl_roadmap_status_in_progress = /** @type {(inputs: Roadmap_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezig`)
};

const es_roadmap_status_in_progress = /** @type {(inputs: Roadmap_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En curso`)
};

const en_xa2_roadmap_status_in_progress = /** @type {(inputs: Roadmap_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñ þŕöĝŕéšš o]`)
};

/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Roadmap_Status_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_status_in_progress = /** @type {((inputs?: Roadmap_Status_In_ProgressInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Status_In_ProgressInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_status_in_progress(inputs)
	if (locale === "fr") return fr_roadmap_status_in_progress(inputs)
	if (locale === "nl") return nl_roadmap_status_in_progress(inputs)
	if (locale === "es") return es_roadmap_status_in_progress(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_status_in_progress(inputs)
	return en_roadmap_status_in_progress(inputs)
});