/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Accepted_UntilInputs */

const en_roadmap_accepted_until = /** @type {(inputs: Roadmap_Accepted_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted until`)
};

const de_roadmap_accepted_until = /** @type {(inputs: Roadmap_Accepted_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akzeptiert bis`)
};

const fr_roadmap_accepted_until = /** @type {(inputs: Roadmap_Accepted_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepté jusqu’au`)
};

const nl_roadmap_accepted_until = /** @type {(inputs: Roadmap_Accepted_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geaccepteerd tot`)
};

const es_roadmap_accepted_until = /** @type {(inputs: Roadmap_Accepted_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptado hasta`)
};

const en_xa2_roadmap_accepted_until = /** @type {(inputs: Roadmap_Accepted_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççéþţéð üñţíļ on]`)
};

/**
* | output |
* | --- |
* | "Accepted until" |
*
* @param {Roadmap_Accepted_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_accepted_until = /** @type {((inputs?: Roadmap_Accepted_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Accepted_UntilInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_accepted_until(inputs)
	if (locale === "fr") return fr_roadmap_accepted_until(inputs)
	if (locale === "nl") return nl_roadmap_accepted_until(inputs)
	if (locale === "es") return es_roadmap_accepted_until(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_accepted_until(inputs)
	return en_roadmap_accepted_until(inputs)
});