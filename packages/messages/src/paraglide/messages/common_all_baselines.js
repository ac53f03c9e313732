/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_All_BaselinesInputs */

const en_common_all_baselines = /** @type {(inputs: Common_All_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All baselines`)
};

const de_common_all_baselines = /** @type {(inputs: Common_All_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Baselines`)
};

const fr_common_all_baselines = /** @type {(inputs: Common_All_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les référentiels`)
};

const nl_common_all_baselines = /** @type {(inputs: Common_All_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle baselines`)
};

const es_common_all_baselines = /** @type {(inputs: Common_All_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las líneas base`)
};

const en_xa2_common_all_baselines = /** @type {(inputs: Common_All_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļļ ƀášéļíñéš on]`)
};

/**
* | output |
* | --- |
* | "All baselines" |
*
* @param {Common_All_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_all_baselines = /** @type {((inputs?: Common_All_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_All_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_all_baselines(inputs)
	if (locale === "fr") return fr_common_all_baselines(inputs)
	if (locale === "nl") return nl_common_all_baselines(inputs)
	if (locale === "es") return es_common_all_baselines(inputs)
	if (locale === "en-XA") return en_xa2_common_all_baselines(inputs)
	return en_common_all_baselines(inputs)
});