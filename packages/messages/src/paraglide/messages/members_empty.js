/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_EmptyInputs */

const en_members_empty = /** @type {(inputs: Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No members`)
};

const de_members_empty = /** @type {(inputs: Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Mitglieder`)
};

const fr_members_empty = /** @type {(inputs: Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun membre`)
};

const nl_members_empty = /** @type {(inputs: Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen leden`)
};

const es_members_empty = /** @type {(inputs: Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay miembros`)
};

const en_xa2_members_empty = /** @type {(inputs: Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ɱéɱƀéŕš o]`)
};

/**
* | output |
* | --- |
* | "No members" |
*
* @param {Members_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_empty = /** @type {((inputs?: Members_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_empty(inputs)
	if (locale === "fr") return fr_members_empty(inputs)
	if (locale === "nl") return nl_members_empty(inputs)
	if (locale === "es") return es_members_empty(inputs)
	if (locale === "en-XA") return en_xa2_members_empty(inputs)
	return en_members_empty(inputs)
});