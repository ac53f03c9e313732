/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_RemoveInputs */

const en_members_remove = /** @type {(inputs: Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const de_members_remove = /** @type {(inputs: Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const fr_members_remove = /** @type {(inputs: Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const nl_members_remove = /** @type {(inputs: Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijderen`)
};

const es_members_remove = /** @type {(inputs: Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

const en_xa2_members_remove = /** @type {(inputs: Members_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ]`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Members_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_remove = /** @type {((inputs?: Members_RemoveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_RemoveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_remove(inputs)
	if (locale === "fr") return fr_members_remove(inputs)
	if (locale === "nl") return nl_members_remove(inputs)
	if (locale === "es") return es_members_remove(inputs)
	if (locale === "en-XA") return en_xa2_members_remove(inputs)
	return en_members_remove(inputs)
});