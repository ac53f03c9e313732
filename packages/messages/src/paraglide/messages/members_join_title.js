/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Join_TitleInputs */

const en_members_join_title = /** @type {(inputs: Members_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join an organisation`)
};

const de_members_join_title = /** @type {(inputs: Members_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einer Organisation beitreten`)
};

const fr_members_join_title = /** @type {(inputs: Members_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre une organisation`)
};

const nl_members_join_title = /** @type {(inputs: Members_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lid worden van een organisatie`)
};

const es_members_join_title = /** @type {(inputs: Members_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirse a una organización`)
};

const en_xa2_members_join_title = /** @type {(inputs: Members_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĵöíñ áñ öŕĝáñíšáţíöñ one ]`)
};

/**
* | output |
* | --- |
* | "Join an organisation" |
*
* @param {Members_Join_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_join_title = /** @type {((inputs?: Members_Join_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Join_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_join_title(inputs)
	if (locale === "fr") return fr_members_join_title(inputs)
	if (locale === "nl") return nl_members_join_title(inputs)
	if (locale === "es") return es_members_join_title(inputs)
	if (locale === "en-XA") return en_xa2_members_join_title(inputs)
	return en_members_join_title(inputs)
});