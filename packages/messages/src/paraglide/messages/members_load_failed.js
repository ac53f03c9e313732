/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Load_FailedInputs */

const en_members_load_failed = /** @type {(inputs: Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members could not be loaded`)
};

const de_members_load_failed = /** @type {(inputs: Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder konnten nicht geladen werden`)
};

const fr_members_load_failed = /** @type {(inputs: Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres n’ont pas pu être chargés`)
};

const nl_members_load_failed = /** @type {(inputs: Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden konden niet worden geladen`)
};

const es_members_load_failed = /** @type {(inputs: Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los miembros`)
};

const en_xa2_members_load_failed = /** @type {(inputs: Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš çöüļð ñöţ ƀé ļöáðéð one tw]`)
};

/**
* | output |
* | --- |
* | "Members could not be loaded" |
*
* @param {Members_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_load_failed = /** @type {((inputs?: Members_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_load_failed(inputs)
	if (locale === "fr") return fr_members_load_failed(inputs)
	if (locale === "nl") return nl_members_load_failed(inputs)
	if (locale === "es") return es_members_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_members_load_failed(inputs)
	return en_members_load_failed(inputs)
});