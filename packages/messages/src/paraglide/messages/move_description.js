/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ baseline: NonNullable<unknown> }} Move_DescriptionInputs */

const en_move_description = /** @type {(inputs: Move_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} has a newer published version. Answers carry over by control ref; nothing changes until you confirm.`)
};

const de_move_description = /** @type {(inputs: Move_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Für ${i?.baseline} gibt es eine neuere veröffentlichte Version. Antworten werden über die Kontrollreferenz übernommen; nichts ändert sich, bevor Sie bestätigen.`)
};

const fr_move_description = /** @type {(inputs: Move_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} a une version publiée plus récente. Les réponses sont reprises par référence de contrôle ; rien ne change avant votre confirmation.`)
};

const nl_move_description = /** @type {(inputs: Move_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Van ${i?.baseline} is een nieuwere versie gepubliceerd. Antwoorden gaan mee via de controlreferentie; er verandert niets tot u bevestigt.`)
};

const es_move_description = /** @type {(inputs: Move_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} tiene una versión publicada más reciente. Las respuestas se conservan por referencia de control; nada cambia hasta que confirme.`)
};

const en_xa2_move_description = /** @type {(inputs: Move_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.baseline} ĥáš á ñéŵéŕ þüƀļíšĥéð ṽéŕšíöñ. Åñšŵéŕš çáŕŕý öṽéŕ ƀý çöñţŕöļ ŕéƒ; ñöţĥíñĝ çĥáñĝéš üñţíļ ýöü çöñƒíŕɱ. one two three four five six seven ei]`)
};

/**
* | output |
* | --- |
* | "{baseline} has a newer published version. Answers carry over by control ref; nothing changes until you confirm." |
*
* @param {Move_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_description = /** @type {((inputs: Move_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_description(inputs)
	if (locale === "fr") return fr_move_description(inputs)
	if (locale === "nl") return nl_move_description(inputs)
	if (locale === "es") return es_move_description(inputs)
	if (locale === "en-XA") return en_xa2_move_description(inputs)
	return en_move_description(inputs)
});