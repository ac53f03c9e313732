/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Move_RemovedInputs */

const en_move_removed = /** @type {(inputs: Move_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed`)
};

const de_move_removed = /** @type {(inputs: Move_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernt`)
};

const fr_move_removed = /** @type {(inputs: Move_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimés`)
};

const nl_move_removed = /** @type {(inputs: Move_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijderd`)
};

const es_move_removed = /** @type {(inputs: Move_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminados`)
};

const en_xa2_move_removed = /** @type {(inputs: Move_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽéð ]`)
};

/**
* | output |
* | --- |
* | "Removed" |
*
* @param {Move_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_removed = /** @type {((inputs?: Move_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_RemovedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_removed(inputs)
	if (locale === "fr") return fr_move_removed(inputs)
	if (locale === "nl") return nl_move_removed(inputs)
	if (locale === "es") return es_move_removed(inputs)
	if (locale === "en-XA") return en_xa2_move_removed(inputs)
	return en_move_removed(inputs)
});