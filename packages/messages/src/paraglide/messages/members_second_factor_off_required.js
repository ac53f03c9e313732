/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Second_Factor_Off_RequiredInputs */

const en_members_second_factor_off_required = /** @type {(inputs: Members_Second_Factor_Off_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off: asked to add one`)
};

const de_members_second_factor_off_required = /** @type {(inputs: Members_Second_Factor_Off_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus: muss einen hinzufügen`)
};

const fr_members_second_factor_off_required = /** @type {(inputs: Members_Second_Factor_Off_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivée : doit en ajouter une`)
};

const nl_members_second_factor_off_required = /** @type {(inputs: Members_Second_Factor_Off_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uit: moet er een toevoegen`)
};

const es_members_second_factor_off_required = /** @type {(inputs: Members_Second_Factor_Off_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivado: debe añadir uno`)
};

const en_xa2_members_second_factor_off_required = /** @type {(inputs: Members_Second_Factor_Off_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öƒƒ: ášķéð ţö áðð öñé one ]`)
};

/**
* | output |
* | --- |
* | "Off: asked to add one" |
*
* @param {Members_Second_Factor_Off_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_second_factor_off_required = /** @type {((inputs?: Members_Second_Factor_Off_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Second_Factor_Off_RequiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_second_factor_off_required(inputs)
	if (locale === "fr") return fr_members_second_factor_off_required(inputs)
	if (locale === "nl") return nl_members_second_factor_off_required(inputs)
	if (locale === "es") return es_members_second_factor_off_required(inputs)
	if (locale === "en-XA") return en_xa2_members_second_factor_off_required(inputs)
	return en_members_second_factor_off_required(inputs)
});