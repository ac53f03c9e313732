/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Controls_FailedInputs */

const en_explore_controls_failed = /** @type {(inputs: Explore_Controls_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The controls could not be loaded`)
};

const de_explore_controls_failed = /** @type {(inputs: Explore_Controls_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kontrollen konnten nicht geladen werden`)
};

const fr_explore_controls_failed = /** @type {(inputs: Explore_Controls_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les contrôles n’ont pas pu être chargés`)
};

const nl_explore_controls_failed = /** @type {(inputs: Explore_Controls_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De controls konden niet worden geladen`)
};

const es_explore_controls_failed = /** @type {(inputs: Explore_Controls_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los controles`)
};

const en_xa2_explore_controls_failed = /** @type {(inputs: Explore_Controls_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çöñţŕöļš çöüļð ñöţ ƀé ļöáðéð one two ]`)
};

/**
* | output |
* | --- |
* | "The controls could not be loaded" |
*
* @param {Explore_Controls_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_controls_failed = /** @type {((inputs?: Explore_Controls_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Controls_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_controls_failed(inputs)
	if (locale === "fr") return fr_explore_controls_failed(inputs)
	if (locale === "nl") return nl_explore_controls_failed(inputs)
	if (locale === "es") return es_explore_controls_failed(inputs)
	if (locale === "en-XA") return en_xa2_explore_controls_failed(inputs)
	return en_explore_controls_failed(inputs)
});