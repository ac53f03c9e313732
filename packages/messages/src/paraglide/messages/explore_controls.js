/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Explore_ControlsInputs */

const en_explore_controls = /** @type {(inputs: Explore_ControlsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} control`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} controls`);
	return /** @type {LocalizedString} */ ("explore_controls");
};

const de_explore_controls = /** @type {(inputs: Explore_ControlsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Kontrolle`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Kontrollen`);
	return /** @type {LocalizedString} */ ("explore_controls");
};

const fr_explore_controls = /** @type {(inputs: Explore_ControlsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} contrôle`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} contrôles`);
	return /** @type {LocalizedString} */ ("explore_controls");
};

const nl_explore_controls = /** @type {(inputs: Explore_ControlsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} control`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} controls`);
	return /** @type {LocalizedString} */ ("explore_controls");
};

const es_explore_controls = /** @type {(inputs: Explore_ControlsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} control`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} controles`);
	return /** @type {LocalizedString} */ ("explore_controls");
};

const en_xa2_explore_controls = /** @type {(inputs: Explore_ControlsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çöñţŕöļ on]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} çöñţŕöļš one]`);
	return /** @type {LocalizedString} */ ("explore_controls");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} control" |
* | "other" | "{shown} controls" |
*
* @param {Explore_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_controls = /** @type {((inputs: Explore_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_controls(inputs)
	if (locale === "fr") return fr_explore_controls(inputs)
	if (locale === "nl") return nl_explore_controls(inputs)
	if (locale === "es") return es_explore_controls(inputs)
	if (locale === "en-XA") return en_xa2_explore_controls(inputs)
	return en_explore_controls(inputs)
});