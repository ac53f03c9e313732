/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_All_FrameworksInputs */

const en_explore_all_frameworks = /** @type {(inputs: Explore_All_FrameworksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All frameworks`)
};

const de_explore_all_frameworks = /** @type {(inputs: Explore_All_FrameworksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Frameworks`)
};

const fr_explore_all_frameworks = /** @type {(inputs: Explore_All_FrameworksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les cadres`)
};

const nl_explore_all_frameworks = /** @type {(inputs: Explore_All_FrameworksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle frameworks`)
};

const es_explore_all_frameworks = /** @type {(inputs: Explore_All_FrameworksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los marcos`)
};

const en_xa2_explore_all_frameworks = /** @type {(inputs: Explore_All_FrameworksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļļ ƒŕáɱéŵöŕķš on]`)
};

/**
* | output |
* | --- |
* | "All frameworks" |
*
* @param {Explore_All_FrameworksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_all_frameworks = /** @type {((inputs?: Explore_All_FrameworksInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_All_FrameworksInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_all_frameworks(inputs)
	if (locale === "fr") return fr_explore_all_frameworks(inputs)
	if (locale === "nl") return nl_explore_all_frameworks(inputs)
	if (locale === "es") return es_explore_all_frameworks(inputs)
	if (locale === "en-XA") return en_xa2_explore_all_frameworks(inputs)
	return en_explore_all_frameworks(inputs)
});