/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Not_FoundInputs */

const en_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that. It may have been removed.`)
};

const de_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das haben wir nicht gefunden. Es wurde vielleicht entfernt.`)
};

const fr_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introuvable. L’élément a peut-être été supprimé.`)
};

const nl_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We konden dat niet vinden. Het is misschien verwijderd.`)
};

const es_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No lo encontramos. Puede que se haya eliminado.`)
};

const en_xa2_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵé çöüļð ñöţ ƒíñð ţĥáţ. Îţ ɱáý ĥáṽé ƀééñ ŕéɱöṽéð. one two three ]`)
};

/**
* | output |
* | --- |
* | "We could not find that. It may have been removed." |
*
* @param {Error_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_not_found = /** @type {((inputs?: Error_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_not_found(inputs)
	if (locale === "fr") return fr_error_not_found(inputs)
	if (locale === "nl") return nl_error_not_found(inputs)
	if (locale === "es") return es_error_not_found(inputs)
	if (locale === "en-XA") return en_xa2_error_not_found(inputs)
	return en_error_not_found(inputs)
});