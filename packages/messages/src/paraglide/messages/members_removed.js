/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Members_RemovedInputs */

const en_members_removed = /** @type {(inputs: Members_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was removed`)
};

const de_members_removed = /** @type {(inputs: Members_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wurde entfernt`)
};

const fr_members_removed = /** @type {(inputs: Members_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a été retiré`)
};

const nl_members_removed = /** @type {(inputs: Members_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is verwijderd`)
};

const es_members_removed = /** @type {(inputs: Members_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se quitó a ${i?.name}`)
};

const en_xa2_members_removed = /** @type {(inputs: Members_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ŵáš ŕéɱöṽéð one]`)
};

/**
* | output |
* | --- |
* | "{name} was removed" |
*
* @param {Members_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_removed = /** @type {((inputs: Members_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_RemovedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_removed(inputs)
	if (locale === "fr") return fr_members_removed(inputs)
	if (locale === "nl") return nl_members_removed(inputs)
	if (locale === "es") return es_members_removed(inputs)
	if (locale === "en-XA") return en_xa2_members_removed(inputs)
	return en_members_removed(inputs)
});