/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Status_DoneInputs */

const en_roadmap_status_done = /** @type {(inputs: Roadmap_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const de_roadmap_status_done = /** @type {(inputs: Roadmap_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erledigt`)
};

const fr_roadmap_status_done = /** @type {(inputs: Roadmap_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminé`)
};

const nl_roadmap_status_done = /** @type {(inputs: Roadmap_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klaar`)
};

const es_roadmap_status_done = /** @type {(inputs: Roadmap_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hecho`)
};

const en_xa2_roadmap_status_done = /** @type {(inputs: Roadmap_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðöñé ]`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Roadmap_Status_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_status_done = /** @type {((inputs?: Roadmap_Status_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Status_DoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_status_done(inputs)
	if (locale === "fr") return fr_roadmap_status_done(inputs)
	if (locale === "nl") return nl_roadmap_status_done(inputs)
	if (locale === "es") return es_roadmap_status_done(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_status_done(inputs)
	return en_roadmap_status_done(inputs)
});