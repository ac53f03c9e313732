/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Load_FailedInputs */

const en_roadmap_load_failed = /** @type {(inputs: Roadmap_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The roadmap could not be loaded`)
};

const de_roadmap_load_failed = /** @type {(inputs: Roadmap_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Roadmap konnte nicht geladen werden`)
};

const fr_roadmap_load_failed = /** @type {(inputs: Roadmap_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La feuille de route n’a pas pu être chargée`)
};

const nl_roadmap_load_failed = /** @type {(inputs: Roadmap_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De roadmap kon niet worden geladen`)
};

const es_roadmap_load_failed = /** @type {(inputs: Roadmap_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la hoja de ruta`)
};

const en_xa2_roadmap_load_failed = /** @type {(inputs: Roadmap_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕöáðɱáþ çöüļð ñöţ ƀé ļöáðéð one two ]`)
};

/**
* | output |
* | --- |
* | "The roadmap could not be loaded" |
*
* @param {Roadmap_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_load_failed = /** @type {((inputs?: Roadmap_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_load_failed(inputs)
	if (locale === "fr") return fr_roadmap_load_failed(inputs)
	if (locale === "nl") return nl_roadmap_load_failed(inputs)
	if (locale === "es") return es_roadmap_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_load_failed(inputs)
	return en_roadmap_load_failed(inputs)
});