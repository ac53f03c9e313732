/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_Loading_BaselinesInputs */

const en_assessments_loading_baselines = /** @type {(inputs: Assessments_Loading_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading baselines…`)
};

const de_assessments_loading_baselines = /** @type {(inputs: Assessments_Loading_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baselines werden geladen…`)
};

const fr_assessments_loading_baselines = /** @type {(inputs: Assessments_Loading_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des référentiels…`)
};

const nl_assessments_loading_baselines = /** @type {(inputs: Assessments_Loading_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baselines laden…`)
};

const es_assessments_loading_baselines = /** @type {(inputs: Assessments_Loading_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando líneas base…`)
};

const en_xa2_assessments_loading_baselines = /** @type {(inputs: Assessments_Loading_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ƀášéļíñéš… one]`)
};

/**
* | output |
* | --- |
* | "Loading baselines…" |
*
* @param {Assessments_Loading_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_loading_baselines = /** @type {((inputs?: Assessments_Loading_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Loading_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_loading_baselines(inputs)
	if (locale === "fr") return fr_assessments_loading_baselines(inputs)
	if (locale === "nl") return nl_assessments_loading_baselines(inputs)
	if (locale === "es") return es_assessments_loading_baselines(inputs)
	if (locale === "en-XA") return en_xa2_assessments_loading_baselines(inputs)
	return en_assessments_loading_baselines(inputs)
});