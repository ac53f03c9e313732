/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Direction_CharactersInputs */

const en_field_rule_direction_characters = /** @type {(inputs: Field_Rule_Direction_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove text-direction control characters.`)
};

const de_field_rule_direction_characters = /** @type {(inputs: Field_Rule_Direction_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen Sie Steuerzeichen für die Schreibrichtung.`)
};

const fr_field_rule_direction_characters = /** @type {(inputs: Field_Rule_Direction_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimez les caractères de contrôle du sens d’écriture.`)
};

const nl_field_rule_direction_characters = /** @type {(inputs: Field_Rule_Direction_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijder stuurtekens voor de schrijfrichting.`)
};

const es_field_rule_direction_characters = /** @type {(inputs: Field_Rule_Direction_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimine los caracteres de control de dirección del texto.`)
};

const en_xa2_field_rule_direction_characters = /** @type {(inputs: Field_Rule_Direction_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ţéẋţ-ðíŕéçţíöñ çöñţŕöļ çĥáŕáçţéŕš. one two thr]`)
};

/**
* | output |
* | --- |
* | "Remove text-direction control characters." |
*
* @param {Field_Rule_Direction_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_direction_characters = /** @type {((inputs?: Field_Rule_Direction_CharactersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Direction_CharactersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_direction_characters(inputs)
	if (locale === "fr") return fr_field_rule_direction_characters(inputs)
	if (locale === "nl") return nl_field_rule_direction_characters(inputs)
	if (locale === "es") return es_field_rule_direction_characters(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_direction_characters(inputs)
	return en_field_rule_direction_characters(inputs)
});