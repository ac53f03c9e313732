/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Empty_DescriptionInputs */

const en_members_empty_description = /** @type {(inputs: Members_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite the people you work with.`)
};

const de_members_empty_description = /** @type {(inputs: Members_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laden Sie die Menschen ein, mit denen Sie arbeiten.`)
};

const fr_members_empty_description = /** @type {(inputs: Members_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitez les personnes avec qui vous travaillez.`)
};

const nl_members_empty_description = /** @type {(inputs: Members_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nodig de mensen uit met wie u werkt.`)
};

const es_members_empty_description = /** @type {(inputs: Members_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite a las personas con las que trabaja.`)
};

const en_xa2_members_empty_description = /** @type {(inputs: Members_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţé ţĥé þéöþļé ýöü ŵöŕķ ŵíţĥ. one two ]`)
};

/**
* | output |
* | --- |
* | "Invite the people you work with." |
*
* @param {Members_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_empty_description = /** @type {((inputs?: Members_Empty_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Empty_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_empty_description(inputs)
	if (locale === "fr") return fr_members_empty_description(inputs)
	if (locale === "nl") return nl_members_empty_description(inputs)
	if (locale === "es") return es_members_empty_description(inputs)
	if (locale === "en-XA") return en_xa2_members_empty_description(inputs)
	return en_members_empty_description(inputs)
});