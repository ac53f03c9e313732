/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Change_FailedInputs */

const en_roadmap_change_failed = /** @type {(inputs: Roadmap_Change_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The items could not be changed`)
};

const de_roadmap_change_failed = /** @type {(inputs: Roadmap_Change_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Maßnahmen konnten nicht geändert werden`)
};

const fr_roadmap_change_failed = /** @type {(inputs: Roadmap_Change_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les actions n’ont pas pu être modifiées`)
};

const nl_roadmap_change_failed = /** @type {(inputs: Roadmap_Change_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De acties konden niet worden gewijzigd`)
};

const es_roadmap_change_failed = /** @type {(inputs: Roadmap_Change_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cambiar las acciones`)
};

const en_xa2_roadmap_change_failed = /** @type {(inputs: Roadmap_Change_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íţéɱš çöüļð ñöţ ƀé çĥáñĝéð one two ]`)
};

/**
* | output |
* | --- |
* | "The items could not be changed" |
*
* @param {Roadmap_Change_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_change_failed = /** @type {((inputs?: Roadmap_Change_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Change_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_change_failed(inputs)
	if (locale === "fr") return fr_roadmap_change_failed(inputs)
	if (locale === "nl") return nl_roadmap_change_failed(inputs)
	if (locale === "es") return es_roadmap_change_failed(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_change_failed(inputs)
	return en_roadmap_change_failed(inputs)
});