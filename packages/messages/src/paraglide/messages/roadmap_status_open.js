/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Status_OpenInputs */

const en_roadmap_status_open = /** @type {(inputs: Roadmap_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const de_roadmap_status_open = /** @type {(inputs: Roadmap_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offen`)
};

const fr_roadmap_status_open = /** @type {(inputs: Roadmap_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvert`)
};

const nl_roadmap_status_open = /** @type {(inputs: Roadmap_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const es_roadmap_status_open = /** @type {(inputs: Roadmap_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abierto`)
};

const en_xa2_roadmap_status_open = /** @type {(inputs: Roadmap_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ ]`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Roadmap_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_status_open = /** @type {((inputs?: Roadmap_Status_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Status_OpenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_status_open(inputs)
	if (locale === "fr") return fr_roadmap_status_open(inputs)
	if (locale === "nl") return nl_roadmap_status_open(inputs)
	if (locale === "es") return es_roadmap_status_open(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_status_open(inputs)
	return en_roadmap_status_open(inputs)
});