/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Move_FailedInputs */

const en_roadmap_move_failed = /** @type {(inputs: Roadmap_Move_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The item could not be moved`)
};

const de_roadmap_move_failed = /** @type {(inputs: Roadmap_Move_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Maßnahme konnte nicht verschoben werden`)
};

const fr_roadmap_move_failed = /** @type {(inputs: Roadmap_Move_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’action n’a pas pu être déplacée`)
};

const nl_roadmap_move_failed = /** @type {(inputs: Roadmap_Move_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De actie kon niet worden verplaatst`)
};

const es_roadmap_move_failed = /** @type {(inputs: Roadmap_Move_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo mover la acción`)
};

const en_xa2_roadmap_move_failed = /** @type {(inputs: Roadmap_Move_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íţéɱ çöüļð ñöţ ƀé ɱöṽéð one tw]`)
};

/**
* | output |
* | --- |
* | "The item could not be moved" |
*
* @param {Roadmap_Move_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_move_failed = /** @type {((inputs?: Roadmap_Move_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Move_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_move_failed(inputs)
	if (locale === "fr") return fr_roadmap_move_failed(inputs)
	if (locale === "nl") return nl_roadmap_move_failed(inputs)
	if (locale === "es") return es_roadmap_move_failed(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_move_failed(inputs)
	return en_roadmap_move_failed(inputs)
});